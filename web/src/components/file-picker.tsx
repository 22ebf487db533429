import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

// The input stays in the page (its label opens it, keyboard focus reaches it) but is not drawn: the label
// around it (a button, a drop zone) is what the user sees.
const hidden = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const;

export type FileInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'style'
> & {
  /** The file picked (undefined: none); the input then empties, so picking the same file again is a pick. */
  onPick: (file: File | undefined) => void;
};

/** A file input drawn by the label it stands in. */
export function HiddenFileInput({ onPick, ...props }: FileInputProps) {
  return (
    <input
      type="file"
      {...props}
      onChange={(event) => {
        onPick(event.target.files?.[0]);
        event.target.value = '';
      }}
      style={hidden}
    />
  );
}

interface FilePickerButtonProps {
  /** What the button says ('Upload Attachment', 'Uploading plan.pdf…'). */
  children: ReactNode;
  /** The input's accessible name. */
  inputLabel: string;
  accept: string;
  /** 'environment': a phone opens its back camera rather than the file list. */
  capture?: 'environment' | 'user';
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** The id of a hint about the files it takes. */
  describedBy?: string;
  /** The button's icon; an upload's by default. */
  icon?: ReactNode;
  onPick: (file: File | undefined) => void;
}

/** An outlined 'upload' button that opens the file picker (or the camera). */
export function FilePickerButton(props: FilePickerButtonProps) {
  const { children, inputLabel, describedBy, size = 'medium', icon = <UploadFileIcon />, ...input } = props;
  const inputId = useId();
  return (
    <Button
      component="label"
      htmlFor={inputId}
      size={size}
      variant="outlined"
      startIcon={icon}
      disabled={input.disabled}
      sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main' } }}
    >
      {children}
      <HiddenFileInput id={inputId} aria-label={inputLabel} aria-describedby={describedBy} {...input} />
    </Button>
  );
}

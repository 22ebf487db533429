import Box from '@mui/material/Box';

/** Thumbnails of photos are drawn at this size (px), cropped to a square: a grid never moves as they load. */
export const THUMBNAIL_PX = 96;

/** A photo's thumbnail as a square, lazily loaded; `dimmed` for one not stored yet. */
export function SquareThumbnail({ src, alt, dimmed }: { src: string; alt: string; dimmed?: boolean }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={THUMBNAIL_PX}
      height={THUMBNAIL_PX}
      loading="lazy"
      sx={{
        display: 'block',
        objectFit: 'cover',
        borderRadius: 1,
        bgcolor: 'action.hover',
        opacity: dimmed ? 0.7 : 1,
      }}
    />
  );
}

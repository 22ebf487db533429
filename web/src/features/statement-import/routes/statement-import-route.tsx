import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Project } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { ContentSpinner } from '../../../components/content-spinner';
import { PageHeader } from '../../../components/page-header';
import { projectQueries } from '../../../entities/project/api/project-queries';
import { selectedProjectRoute } from '../../../entities/project/selected-project/selected-project-route';
import { useCanEdit } from '../../../lib/household-role';
import { useImportStatement, type ImportOutcome } from '../api/statement-import-mutations';
import { ImportProgress } from '../components/import-progress';
import { ImportResult } from '../components/import-result';
import { ImportRules, LayoutStep, ReviewStep } from '../components/lazy-import-steps';
import { StatementFileStep } from '../components/statement-file-step';
import { useStatementFile } from '../hooks/use-statement-file';
import { sampleStatement } from '../utils/sample-statement';
import { Suspense, useState } from 'react';
import { describeError } from '../../../lib/api-errors';

/** The mapping's and the review's code download while the file is read (a failed one is retried by the render). */
function preloadSteps() {
  LayoutStep.preload().catch(() => {});
  ReviewStep.preload().catch(() => {});
}

export const StatementImportRoute = selectedProjectRoute(
  StatementImport,
  'Select a project from the sidebar to import a statement',
);

/**
 * Import a card or bank statement (docs/product.md#statement-import-screen): the file, its column mapping
 * when it is a CSV of a new shape, every row and where it goes, then the import with its progress and Undo.
 */
function StatementImport({ project }: { project: Project }) {
  const canEdit = useCanEdit();
  return (
    <>
      <PageHeader
        title="Import a statement"
        subtitle="A month of card or bank transactions at once, each once"
      />
      <Stack spacing={3}>
        {canEdit ? (
          <ImportSteps project={project} />
        ) : (
          <Alert severity="info">Viewers cannot import statements: ask an owner or editor.</Alert>
        )}
        <Suspense fallback={null}>
          <ImportRules />
        </Suspense>
      </Stack>
    </>
  );
}

function ImportSteps({ project }: { project: Project }) {
  const file = useStatementFile();
  const projects = useQuery(projectQueries.list()).data ?? [project];
  const storing = useImportStatement();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const { step } = file;
  const restart = () => {
    setOutcome(null);
    storing.reset();
    file.restart();
  };

  if (outcome) return <ImportResult outcome={outcome} onAnother={restart} />;
  if (storing.isPending) return <ImportProgress {...storing.progress} />;
  return (
    <Suspense fallback={<ContentSpinner label="Reading the statement" />}>
      {file.failure && <Alert severity="error">{file.failure}</Alert>}
      {storing.isError && (
        <Alert severity="error">
          {`${describeError(storing.error, 'The import stopped').message} Rows stored before it stopped stay; importing the file again adds only the rest.`}
        </Alert>
      )}
      {step.kind === 'choose' && (
        <StatementFileStep
          problems={step.problems}
          onPick={(picked) => {
            preloadSteps();
            void file.open(picked);
          }}
          onSample={() => {
            preloadSteps();
            void file.openText(sampleStatement(new Date()));
          }}
        />
      )}
      {step.kind === 'reading' && <ContentSpinner label="Reading the statement" />}
      {step.kind === 'layout' && (
        <LayoutStep
          read={step.read}
          problems={step.problems}
          onChoose={(layout) => void file.chooseLayout(layout)}
          onCancel={restart}
        />
      )}
      {step.kind === 'review' && (
        <ReviewStep
          rows={step.rows}
          projects={projects}
          projectId={project.id}
          onCancel={restart}
          onConfirm={(projectId, batches) =>
            storing.mutate({ projectId, batches }, { onSuccess: setOutcome })
          }
        />
      )}
    </Suspense>
  );
}

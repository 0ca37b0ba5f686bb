import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessageKey } from '#shared/api/errors';
import type { Project } from '#shared/api/schemas/project';
import { usePortalText } from '#portal/lib/language';
import { showToast } from '#portal/lib/toasts';
import { Modal } from '#portal/lib/modal';
import { useDeleteProject } from './api/delete-project';

/**
 * "Delete" as a quiet text action (muted, with an icon; "Delete" named with the project on the list's cards, "Delete the
 * project" on its page) with a yes-or-no dialog that says the project cannot be restored (SPEC section 5), and for a project with
 * burned tokens that its certificate stays valid. A failure is said in the dialog, which stays open to try again. While
 * the deletion runs, neither "No" nor Escape closes it.
 */
export function DeleteProject({ project, inList = false, onDeleted }: { project: Project; inList?: boolean; onDeleted: () => void }) {
  const { t } = usePortalText();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProject();
  // The dialog closed: by "No", or by the browser (Escape; while deleting, only a close request that could not be
  // cancelled). A deletion still running goes on, and its success still leads away.
  const closed = () => {
    setConfirming(false);
    if (!remove.isPending) remove.reset();
  };
  const close = () => {
    if (!remove.isPending) closed();
  };
  const failure = remove.isError ? (errorMessageKey(remove.error, 'projects.delete.failed') ?? 'projects.delete.failed') : null;
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(project._id, {
      onSuccess: () => {
        setConfirming(false);
        showToast(t('projects.delete.done'), { kind: 'success' });
        onDeleted();
      },
    });
  };
  return (
    <>
      <button
        type="button"
        className="quiet-action"
        aria-label={inList ? t('projects.delete.buttonNamed', { name: project.name }) : undefined}
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="icon" aria-hidden="true" />
        {inList ? t('projects.delete.quiet') : t('projects.delete.button')}
      </button>
      {confirming ? (
        <Modal
          className="modal"
          role="alertdialog"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          onClose={closed}
          // While deleting, Escape is held back before it becomes a close request (a second one in a row could not be cancelled).
          onKeyDown={(event) => {
            if (event.key === 'Escape' && remove.isPending) event.preventDefault();
          }}
          onCancel={(event) => {
            if (remove.isPending) event.preventDefault();
          }}
        >
          <h2 id={`${id}-title`}>{t('projects.delete.title', { name: project.name })}</h2>
          <div id={`${id}-text`}>
            <p>{t('projects.delete.text')}</p>
            {project.certificateId ? (
              <p>{t('projects.delete.certificateText', { id: project.certificateId })}</p>
            ) : project.co2Compensation > 0 ? (
              <p>{t('projects.delete.burnedText')}</p>
            ) : null}
          </div>
          {failure ? (
            <p className="inline-problem" role="alert">
              {t(failure)}
            </p>
          ) : null}
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={close}>
              {t('projects.delete.no')}
            </button>
            <button type="button" className="button button--danger" onClick={confirm} aria-busy={remove.isPending || undefined}>
              {remove.isPending ? t('projects.delete.deleting') : t('projects.delete.yes')}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}

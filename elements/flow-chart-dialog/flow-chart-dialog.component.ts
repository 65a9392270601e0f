import '../flow-chart/flow-chart.js';
import '../opinion-table/opinion-table.js';
import { localized, msg } from '@lit/localize';
import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { EipDialogElement } from '../core/dialog-element.js';
import type { FieldPermission } from '../core/permission.js';
import { flowChartDialogStyles } from './flow-chart-dialog.styles.js';

/**
 * The flow chart dialog the approval form and the lists open: an instance's `<flow-chart>` and its
 * `<opinion-table>` in one dialog. Nothing loads until it opens (bpmn-js included).
 *
 * @tag flow-chart-dialog
 * @summary An instance's flow chart and approval opinions in a dialog.
 *
 * @event eip-close - The dialog closed. `detail: {}`.
 *
 * @csspart dialog - The dialog (an `sl-dialog`); its parts are exported as `dialog-panel`, `dialog-title`, `dialog-body`, `dialog-overlay`.
 * @csspart chart - The flow chart.
 * @csspart opinions - The opinion table.
 *
 * @cssproperty --dialog-width - Width of the dialog. Defaults to min(1100px, 96vw).
 */
@localized()
export class FlowChartDialog extends EipDialogElement {
  static override styles = flowChartDialogStyles;

  /** The instance to show. */
  @property({ attribute: 'inst-id' }) instId = '';

  /** The opinion permission of the viewer's node: `n` leaves the opinions out. */
  @property({ attribute: 'opinion-permission' }) opinionPermission: FieldPermission = 'r';

  /** Opens the dialog for an instance. */
  show(instId?: string): void {
    if (instId) this.instId = instId;
    this.open = true;
  }

  /** Closes the dialog. */
  hide(): void {
    void this.dialog?.hide();
  }

  override render() {
    return html`<sl-dialog
      part="dialog"
      exportparts="overlay:dialog-overlay, panel:dialog-panel, title:dialog-title, body:dialog-body"
      label=${msg('流程图')}
      ?open=${this.open}
      @sl-hide=${this.handleHide}
    >
      ${
        this.open && this.instId
          ? html`<flow-chart part="chart" inst-id=${this.instId}></flow-chart>
              ${
                this.opinionPermission === 'n'
                  ? nothing
                  : html`<h3 class="opinions-title">${msg('审批意见')}</h3>
                      <opinion-table
                        part="opinions"
                        label=${`${msg('流程图')} · ${msg('审批意见')}`}
                        inst-id=${this.instId}
                        permission=${this.opinionPermission}
                      ></opinion-table>`
              }`
          : nothing
      }
    </sl-dialog>`;
  }
}

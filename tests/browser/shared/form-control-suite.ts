/**
 * The contract every form control keeps (STYLE.md 7 and 12): a plain `<form>` submits its value under
 * its name, a reset brings back the value set from code, `disabled` and a disabled fieldset keep it
 * out of the submission, `required` (or permission b) blocks an empty submission with a message,
 * permission r makes it read-only and n hides it, and code setting the value fires no change event.
 * Each element's test file runs this suite with its own fixture.
 */
import { expect, oneEvent } from '@open-wc/testing';

interface FormControl extends HTMLElement {
  name: string;
  disabled: boolean;
  required: boolean;
  permission: string;
  value: unknown;
  readonly validity: ValidityState;
  readonly validationMessage: string;
  readonly form: HTMLFormElement | null;
  readonly updateComplete: Promise<boolean>;
  checkValidity(): boolean;
}

export interface FormControlSuiteOptions<E extends FormControl> {
  tag: string;
  /** Installs what the element needs (a fake api client); runs before each test. */
  setup?: () => void;
  teardown?: () => void | Promise<void>;
  /** A value to set from code, and what the form submits for it. */
  value: unknown;
  submitted: string;
  /** What the form submits when the value is empty. */
  emptySubmitted: string;
  /** Changes the value the way a user does, through the element's own controls. */
  changeByUser(element: E): Promise<void>;
  /** Whether the element offers the user a way to change the value right now. */
  canEdit(element: E): boolean;
  /** The message when a required value is missing. */
  requiredMessage: string;
}

async function mount<E extends FormControl>(tag: string, build: (element: E) => void = () => {}) {
  const form = document.createElement('form');
  const fieldset = document.createElement('fieldset');
  const element = document.createElement(tag) as E;
  element.name = 'field';
  build(element);
  fieldset.append(element);
  form.append(fieldset);
  document.body.append(form);
  await element.updateComplete;
  return { form, fieldset, element };
}

const submittedOf = (form: HTMLFormElement) => new FormData(form).get('field');

export function runFormControlSuite<E extends FormControl>(options: FormControlSuiteOptions<E>): void {
  describe(`<${options.tag}> as a form control`, () => {
    let form: HTMLFormElement | undefined;

    beforeEach(() => options.setup?.());
    afterEach(async () => {
      form?.remove();
      form = undefined;
      await options.teardown?.();
    });

    it('is form-associated and belongs to its form', async () => {
      const mounted = await mount<E>(options.tag);
      form = mounted.form;
      expect(
        (customElements.get(options.tag) as unknown as { formAssociated?: boolean }).formAssociated,
      ).to.equal(true);
      expect(mounted.element.form).to.equal(mounted.form);
    });

    it('submits the value set from code under its name', async () => {
      const mounted = await mount<E>(options.tag, (element) => {
        element.value = options.value;
      });
      form = mounted.form;
      expect(submittedOf(mounted.form)).to.equal(options.submitted);
      const submitted = new Promise<FormData>((resolve) => {
        mounted.form.addEventListener(
          'submit',
          (event) => {
            event.preventDefault();
            resolve(new FormData(mounted.form));
          },
          { once: true },
        );
      });
      mounted.form.requestSubmit();
      expect((await submitted).get('field')).to.equal(options.submitted);
    });

    it('submits the empty value when nothing is set', async () => {
      const mounted = await mount<E>(options.tag);
      form = mounted.form;
      expect(submittedOf(mounted.form)).to.equal(options.emptySubmitted);
    });

    it('submits what the user changed and emits eip-change, then a reset brings back the value from code', async () => {
      const mounted = await mount<E>(options.tag, (element) => {
        element.value = options.value;
      });
      form = mounted.form;
      const changed = oneEvent(mounted.element, 'eip-change');
      await options.changeByUser(mounted.element);
      await changed;
      await mounted.element.updateComplete;
      expect(submittedOf(mounted.form)).to.not.equal(options.submitted);
      mounted.form.reset();
      await mounted.element.updateComplete;
      expect(submittedOf(mounted.form)).to.equal(options.submitted);
    });

    it('fires no eip-change when code sets the value', async () => {
      const mounted = await mount<E>(options.tag);
      form = mounted.form;
      let changes = 0;
      mounted.element.addEventListener('eip-change', () => {
        changes += 1;
      });
      mounted.element.value = options.value;
      await mounted.element.updateComplete;
      expect(changes).to.equal(0);
      expect(submittedOf(mounted.form)).to.equal(options.submitted);
    });

    it('is left out of the submission and cannot be changed while disabled', async () => {
      const mounted = await mount<E>(options.tag, (element) => {
        element.value = options.value;
        element.disabled = true;
      });
      form = mounted.form;
      expect(submittedOf(mounted.form)).to.equal(null);
      expect(options.canEdit(mounted.element)).to.equal(false);
      mounted.element.disabled = false;
      await mounted.element.updateComplete;
      expect(submittedOf(mounted.form)).to.equal(options.submitted);
      expect(options.canEdit(mounted.element)).to.equal(true);
    });

    it('is disabled by a disabled fieldset around it', async () => {
      const mounted = await mount<E>(options.tag, (element) => {
        element.value = options.value;
      });
      form = mounted.form;
      mounted.fieldset.disabled = true;
      await mounted.element.updateComplete;
      await mounted.element.updateComplete;
      expect(submittedOf(mounted.form)).to.equal(null);
      expect(options.canEdit(mounted.element)).to.equal(false);
    });

    it('blocks the submission while required and empty, with its message', async () => {
      const mounted = await mount<E>(options.tag, (element) => {
        element.required = true;
      });
      form = mounted.form;
      expect(mounted.element.validity.valueMissing).to.equal(true);
      expect(mounted.element.validationMessage).to.equal(options.requiredMessage);
      expect(mounted.form.checkValidity()).to.equal(false);
      mounted.element.value = options.value;
      await mounted.element.updateComplete;
      expect(mounted.element.validity.valid).to.equal(true);
      expect(mounted.form.checkValidity()).to.equal(true);
    });

    it('is required with permission b', async () => {
      const mounted = await mount<E>(options.tag, (element) => {
        element.permission = 'b';
      });
      form = mounted.form;
      expect(mounted.element.validity.valueMissing).to.equal(true);
      expect(options.canEdit(mounted.element)).to.equal(true);
    });

    it('is read-only with permission r and hidden with n, still submitting its value', async () => {
      const mounted = await mount<E>(options.tag, (element) => {
        element.value = options.value;
        element.permission = 'r';
      });
      form = mounted.form;
      expect(options.canEdit(mounted.element)).to.equal(false);
      expect(getComputedStyle(mounted.element).display).to.not.equal('none');
      mounted.element.permission = 'n';
      await mounted.element.updateComplete;
      expect(getComputedStyle(mounted.element).display).to.equal('none');
      expect(options.canEdit(mounted.element)).to.equal(false);
      expect(submittedOf(mounted.form)).to.equal(options.submitted);
    });
  });
}

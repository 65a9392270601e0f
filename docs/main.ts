import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '../elements/index.js';
import { installDemoBackend } from './fixtures/demo-backend.js';

setBasePath(`${import.meta.env.BASE_URL}shoelace/`);

// The demos load data as soon as they are on the page: their client is chosen before the app renders.
const source = await installDemoBackend();
document.querySelector('eip-docs-app')?.setAttribute('demo-source', source);
await import('./docs-app.js');

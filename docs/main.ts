import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '../elements/index.js';
import './docs-app.js';

setBasePath(`${import.meta.env.BASE_URL}shoelace/`);

import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { initLanguage } from '../elements/core/localize.js';
import './docs-app.js';

setBasePath(`${import.meta.env.BASE_URL}shoelace/`);
// The stored language (the chrome reads it at once; the elements' translations load here).
void initLanguage();

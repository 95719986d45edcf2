// The popup island: hydrates the server-rendered layer with the props the server put in data-props.
import { hydrate } from 'preact';
import { PopupLayer, type PopupLayerProps } from './PopupLayer.js';

const root = document.querySelector<HTMLElement>('[data-popup-island]');
if (root?.dataset.props) {
  const props = JSON.parse(root.dataset.props) as PopupLayerProps;
  hydrate(<PopupLayer {...props} />, root);
}

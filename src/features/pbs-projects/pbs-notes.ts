/** Why a PBS page's write buttons are disabled, beside the viewing-as note. */
export const NO_EDIT_TEXT = 'Your role can view PBS projects but not change them.';
export const NO_CREATE_TEXT = 'Your role cannot create PBS projects.';

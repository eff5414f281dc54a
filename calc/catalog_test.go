package calc

// The tests render calc's messages through the app's catalogue, as the
// window and the command line do.
import _ "computecheck/assets"

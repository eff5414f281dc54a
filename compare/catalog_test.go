package compare

// The tests render messages through the app's catalogue.
import _ "computecheck/assets"

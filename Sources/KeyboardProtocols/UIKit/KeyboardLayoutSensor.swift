#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// An invisible view that fills a screen's view and reports its layout (size, safe area, window) to the registry
    /// at every layout pass that reaches it, so the mixins measure again when the screen changes under a visible
    /// keyboard: a Stage Manager or Split View resize, a bar shown or hidden, `additionalSafeAreaInsets` changed.
    ///
    /// Installed for a screen adopting a mixin that moves layout (never for the gist's plain observer). It draws
    /// nothing, takes no touches, is hidden from accessibility and is appended after the view's other subviews. The
    /// core decides what a report means (`KeyboardScreenLayout.layoutChanged(_:)`); the sensor only reads.
    @MainActor
    final class KeyboardLayoutSensor: UIView {
        /// The registry the screen registered on, which hears the reports; weak, as the screen is.
        private weak var registry: KeyboardObserverRegistry?

        /// The registered screen whose view this sensor fills.
        private weak var observer: (any KeyboardChangeFrameObserver)?

        private init(observer: any KeyboardChangeFrameObserver, registry: KeyboardObserverRegistry) {
            self.observer = observer
            self.registry = registry
            super.init(frame: .zero)
            configureAsInvisibleSensor()
        }

        /// Installed in code only: a sensor from an archive is refused.
        required init?(coder: NSCoder) {
            return nil
        }

        /// Adds a sensor filling `view` for `observer`, unless one is there already for the same registry.
        static func install(
            in view: UIView, for observer: any KeyboardChangeFrameObserver, registry: KeyboardObserverRegistry
        ) {
            let installed = view.subviews.contains { subview in
                guard let sensor = subview as? KeyboardLayoutSensor else { return false }
                return sensor.registry === registry && sensor.observer === observer
            }
            guard !installed else { return }
            let sensor = KeyboardLayoutSensor(observer: observer, registry: registry)
            sensor.frame = view.bounds
            // Appended, never first: UIKit picks the content scroll view from the view hierarchy.
            // Apple setContentScrollView(_:for:); react-native-screens PR 202; hotwire-native-ios PR 199.
            view.addSubview(sensor)
        }

        // MARK: - Sensing

        /// The view was resized (it follows its superview's size): report.
        override func layoutSubviews() {
            super.layoutSubviews()
            report()
        }

        /// The safe area changed (a bar shown or hidden, `additionalSafeAreaInsets`, a rotation): report.
        // Apple, UIView.safeAreaInsetsDidChange(): called when the safe area of the view changes.
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            report()
        }

        /// The dimming of a presentation came or went: report, so a screen left behind catches up.
        // Apple, UIView.tintColorDidChange(): called when tintAdjustmentMode changes (dimmed under a presentation).
        override func tintColorDidChange() {
            super.tintColorDidChange()
            report()
        }

        private func report() {
            guard let observer, let registry, let view = superview else { return }
            let safeArea = view.safeAreaInsets
            let facts = KeyboardLayoutFacts(
                viewSize: view.bounds.size,
                safeArea: [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right],
                windowBounds: window?.bounds ?? .null,
                screenSize: view.keyboardScreenBounds(rememberedBy: registry)?.size)
            registry.layoutDidChange(observer, facts: facts)
        }
    }

    extension UIView {
        /// Makes a sensor view invisible to the user: no touches, no accessibility, no background, and sized with the
        /// view it fills (the layout sensor, a composer bar's sensor).
        func configureAsInvisibleSensor() {
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            accessibilityElementsHidden = true
            backgroundColor = nil
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }

        /// The view a view the package installs in this one goes into, as ``KeyboardSensorHost`` picks it: a visual
        /// effect view's `contentView`, else this view.
        var sensorHost: UIView {
            let effectView = self as? UIVisualEffectView
            switch KeyboardSensorHost(isVisualEffectView: effectView != nil) {
            case .contentView: return effectView?.contentView ?? self
            case .view: return self
            }
        }
    }
#endif

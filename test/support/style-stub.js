// CSS imported by components: nothing to apply in jsdom.
export default {};

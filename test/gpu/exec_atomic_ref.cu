// Execution tests: the cuda::atomic_ref and cuda::std::atomic_ref entry
// points (warpagg/atomic_ref.cuh) through the same harness as the pointer
// forms: every operation on int and unsigned, add on float and double, sub
// on float, double and unsigned long long (the add of the negation), each
// scope, cuda::std::atomic_ref (system scope); adaptive and match, result
// used and discarded, all key distributions and call shapes.
#include <warpagg/atomic_ref.cuh>

#include "exec.cuh"

namespace wt {

template <warpagg::strategy S, op_id O, scope Sc, bool Ret, via V> struct ref_call {
  template <class T> static __device__ __forceinline__ T apply(T* p, T v) {
    if constexpr (V == via::std_ref) {
      static_assert(Sc == scope::system, "cuda::std::atomic_ref is system-scoped");
      return on(cuda::std::atomic_ref<T>(*p), v);
    } else {
      constexpr cuda::thread_scope sco = Sc == scope::dev     ? cuda::thread_scope_device
                                         : Sc == scope::block ? cuda::thread_scope_block
                                                              : cuda::thread_scope_system;
      return on(cuda::atomic_ref<T, sco>(*p), v);
    }
  }
  template <class R, class T> static __device__ __forceinline__ T on(const R& ref, T v) {
#define WT_REF_CALL(NAME, OPID) \
  if constexpr (O == op_id::OPID) { WT_CALL_FORM(ref, NAME, , ) }
    WT_FOR_EACH_OP(WT_REF_CALL)
#undef WT_REF_CALL
    return v;
  }
};

namespace {
/// The (op, scope, type, via) rows that --quick runs.
template <op_id O, scope Sc, class T, via V> constexpr bool in_quick_ref_subset() {
  if constexpr (V == via::cuda_ref) return O == op_id::add && Sc == scope::dev && warpagg::detail::is_same<T, int>::value;
  return O == op_id::sub && warpagg::detail::is_same<T, float>::value;
}

template <op_id O, scope Sc, class T, via V = via::cuda_ref> void run_ref(report& rep, const options& opt) {
  using warpagg::strategy;
  if (opt.quick && !in_quick_ref_subset<O, Sc, T, V>()) return;
  run_strategy<strategy::adaptive, O, Sc, false, T, V>(rep, opt);
  run_strategy<strategy::adaptive, O, Sc, true, T, V>(rep, opt);
  run_strategy<strategy::match, O, Sc, false, T, V>(rep, opt);
  run_strategy<strategy::match, O, Sc, true, T, V>(rep, opt);
}
}  // namespace

void group_atomic_ref(report& rep, const options& opt) {
#define WT_REF_ROW(NAME, OPID)                     \
  run_ref<op_id::OPID, scope::dev, int>(rep, opt); \
  run_ref<op_id::OPID, scope::dev, unsigned>(rep, opt);
  WT_FOR_EACH_OP(WT_REF_ROW)
#undef WT_REF_ROW
  run_ref<op_id::add, scope::dev, float>(rep, opt);
  run_ref<op_id::sub, scope::dev, float>(rep, opt);
  run_ref<op_id::add, scope::dev, double>(rep, opt);
  run_ref<op_id::add, scope::block, int>(rep, opt);
  run_ref<op_id::min, scope::block, unsigned>(rep, opt);
  run_ref<op_id::sub, scope::block, double>(rep, opt);
  run_ref<op_id::xor_, scope::system, int>(rep, opt);
  run_ref<op_id::add, scope::system, float>(rep, opt);
  run_ref<op_id::sub, scope::system, unsigned long long>(rep, opt);
  run_ref<op_id::add, scope::system, int, via::std_ref>(rep, opt);
  run_ref<op_id::and_, scope::system, unsigned, via::std_ref>(rep, opt);
  run_ref<op_id::add, scope::system, double, via::std_ref>(rep, opt);
  run_ref<op_id::sub, scope::system, float, via::std_ref>(rep, opt);
}

}  // namespace wt

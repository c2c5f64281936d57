// Execution tests: the entry points with warpagg::once_per_thread, through the
// same harness (every distribution and call shape, result used and
// discarded): __half and __nv_bfloat16 adds with adaptive, where the tag lets
// a warp without peers issue in 2 or 4 phases by its hardware slot
// (warpagg/slot_phases.cuh); and calls where the tag is ignored (another
// strategy, a 32-bit type). The launches are large (1M elements), and the
// group fails unless some warp ran in a slot that takes 4 phases.
//
// Built twice: into warpagg_exec_tests with the runtime's thresholds, and
// into warpagg_once_forced_tests with WARPAGG_SLOT_HALVES=0 and
// WARPAGG_SLOT_QUARTERS=4, where every warp takes phases at any occupancy
// (the build that test/gpu/run.sh also runs under compute-sanitizer).
#include "exec.cuh"

namespace wt {

void group_once(report& rep, const options& opt) {
  using warpagg::strategy;
  const unsigned zero = 0;
  CUDA_CHECK(cudaMemcpyToSymbol(wt_max_slot, &zero, sizeof zero));
  run_strategy<strategy::adaptive, op_id::add, scope::dev, false, __half, via::once>(rep, opt);
  run_strategy<strategy::adaptive, op_id::add, scope::dev, true, __half, via::once>(rep, opt);
  if (!opt.quick) {
    run_strategy<strategy::adaptive, op_id::add, scope::dev, false, __nv_bfloat16, via::once>(rep, opt);
    run_strategy<strategy::adaptive, op_id::add, scope::dev, true, __nv_bfloat16, via::once>(rep, opt);
    run_strategy<strategy::runs, op_id::add, scope::dev, false, __half, via::once>(rep, opt);
    run_strategy<strategy::adaptive, op_id::add, scope::dev, false, float, via::once>(rep, opt);
  }
  unsigned max_slot = 0;
  CUDA_CHECK(cudaMemcpyFromSymbol(&max_slot, wt_max_slot, sizeof max_slot));
  ++rep.tests;
  if (!opt.quick && max_slot < WARPAGG_SLOT_QUARTERS)
    rep.fail("once_per_thread: no warp ran in slot " + std::to_string(WARPAGG_SLOT_QUARTERS) +
             " or above (highest " + std::to_string(max_slot) + "): the 4-phase path was not exercised");
}

}  // namespace wt

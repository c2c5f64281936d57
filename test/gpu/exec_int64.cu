// Execution tests: long long (min, max, and, or, xor: CUDA has no 64-bit
// signed add) and unsigned long long (add, min, max, and, or, xor).
#include "exec.cuh"
namespace wt {
void group_int64(report& rep, const options& opt) {
  run_all_strategies<op_id::min, scope::dev, long long>(rep, opt);
  run_all_strategies<op_id::max, scope::dev, long long>(rep, opt);
  run_all_strategies<op_id::and_, scope::dev, long long>(rep, opt);
  run_all_strategies<op_id::or_, scope::dev, long long>(rep, opt);
  run_all_strategies<op_id::xor_, scope::dev, long long>(rep, opt);
  run_all_strategies<op_id::add, scope::dev, unsigned long long>(rep, opt);
  run_all_strategies<op_id::min, scope::dev, unsigned long long>(rep, opt);
  run_all_strategies<op_id::max, scope::dev, unsigned long long>(rep, opt);
  run_all_strategies<op_id::and_, scope::dev, unsigned long long>(rep, opt);
  run_all_strategies<op_id::or_, scope::dev, unsigned long long>(rep, opt);
  run_all_strategies<op_id::xor_, scope::dev, unsigned long long>(rep, opt);
}
}  // namespace wt

// test/gpu/exec_main.cu -- driver of the runtime execution tests.
//
//   warpagg_exec_tests [--quick] [--seed N]
//                      [--group int32|int64|float|scopes|special|vector|atomic_ref|once|fused|or_overload]
//
// --quick runs a small subset (used under compute-sanitizer). The seed
// defaults to the time, is printed, and reproduces a run when passed back.
// Exit status 0 only if every test passed.
#include <chrono>
#include <cstring>

#include "exec.cuh"

int main(int argc, char** argv) {
  wt::options opt;
  opt.seed = static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) % 1000000007ull;
  const char* only = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--quick")) {
      opt.quick = true;
      opt.n = 2048 + 13;
    } else if (!std::strcmp(argv[i], "--seed") && i + 1 < argc) {
      opt.seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (!std::strcmp(argv[i], "--group") && i + 1 < argc) {
      only = argv[++i];
    } else {
      std::fprintf(stderr, "usage: %s [--quick] [--seed N] [--group NAME]\n", argv[0]);
      return 2;
    }
  }
  int dev = 0;
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDevice(&dev));
  CUDA_CHECK(cudaGetDeviceProperties(&prop, dev));
  std::printf("device: %s (sm_%d%d), seed %llu%s\n", prop.name, prop.major, prop.minor,
              static_cast<unsigned long long>(opt.seed), opt.quick ? ", quick" : "");
  struct group {
    const char* name;
    void (*fn)(wt::report&, const wt::options&);
  } groups[] = {
#ifdef WT_ONCE_FORCED  // warpagg_once_forced_tests: the once group alone
      {"once", wt::group_once}};
#elif defined(WT_GROUP_GATED)  // warpagg_group_gated_tests: the launch gates on
      {"fused", wt::group_fused}, {"float", wt::group_float}, {"int32", wt::group_int32}};
#else
      {"int32", wt::group_int32}, {"int64", wt::group_int64}, {"float", wt::group_float},
      {"scopes", wt::group_scopes}, {"special", wt::group_special}, {"vector", wt::group_vector},
      {"atomic_ref", wt::group_atomic_ref}, {"once", wt::group_once}, {"fused", wt::group_fused},
      {"or_overload", wt::group_or_overload}};
#endif
  long tests = 0, failures = 0;
  for (const auto& g : groups) {
    if (only && std::strcmp(only, g.name)) continue;
    wt::report rep;
    const auto t0 = std::chrono::steady_clock::now();
    g.fn(rep, opt);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("group %-10s %6ld tests %4ld failed  (%.1f s)\n", g.name, rep.tests, rep.failures, s);
    std::fflush(stdout);
    tests += rep.tests;
    failures += rep.failures;
  }
  std::printf("%s: %ld tests, %ld failed\n", failures ? "FAILED" : "PASSED", tests, failures);
  return failures ? 1 : 0;
}

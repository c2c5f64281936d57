// test/gpu/exec_profiled_private.cu -- execution tests of profile-guided
// privatization: the tool's rewrite of profiled_private_kernels.cu with
// profiled_private.profile.json.in (generated/profiled_private_kernels.wa.cu:
// each table privatized for the keys the profile measured, behind a guard
// that sends any other key to the original global atomic) and the kernels as
// written, both against a CPU reference, exactly, on outputs poisoned with
// random values and guard cells around each table that must stay untouched:
//   - keys all inside the profiled range, mixed with keys below and above
//     it, all outside it, and one key for the whole grid;
//   - block sizes that are not multiples of 32 and element counts that leave
//     a partial last warp; warps split by a divergent branch; a grid-stride
//     loop; a table passed at its middle (negative keys).
//   warpagg_profiled_private_tests [--quick] [--seed N]
#include "common.cuh"

#include <warpagg/warpagg.cuh>

#include <functional>

#include "profiled_private_kernels.cu"
#undef PPK_NS
#define PPK_NS rewritten
#include "generated/profiled_private_kernels.wa.cu"

namespace {
using wt::download;
using wt::upload;

wt::checks g_checks;
bool g_quick = false;

// Keys of one distribution: `inside` the profiled [lo, hi], or anywhere in
// the table [0, size) (mixed: one in five outside the profiled range; all
// outside; one key for every element).
enum class spread { inside, mixed, outside, one };
const char* name(spread s) {
  switch (s) {
    case spread::inside: return "inside";
    case spread::mixed: return "mixed";
    case spread::outside: return "outside";
    case spread::one: return "one key";
  }
  return "?";
}

int key_in(wt::rng& r, spread s, int lo, int hi, int first, int size, int one) {
  auto outside = [&] {
    // The table's keys [first, first + size) less [lo, hi].
    int below = lo - first, above = first + size - 1 - hi;
    int pick = static_cast<int>(r.below(below + above));
    return pick < below ? first + pick : hi + 1 + (pick - below);
  };
  switch (s) {
    case spread::inside: return lo + static_cast<int>(r.below(hi - lo + 1));
    case spread::mixed: return r.below(5) == 0 ? outside() : lo + static_cast<int>(r.below(hi - lo + 1));
    case spread::outside: return outside();
    case spread::one: return one;
  }
  return lo;
}

template <class T> std::vector<T> random_vec(wt::rng& r, size_t n, uint64_t mod) {
  std::vector<T> v(n);
  for (auto& x : v) x = static_cast<T>(r.next() % mod);
  return v;
}

// A table of `size` entries with `guard` poisoned cells on each side: runs
// `launch(plain?, table)` for both variants and compares each with `want`
// (the CPU's, guard cells included), byte for byte.
template <class T>
void check_table(const std::string& what, const std::vector<T>& poison, const std::vector<T>& want, size_t guard,
                 const std::function<void(bool, T*)>& launch) {
  for (int v = 0; v < 2; ++v) {
    T* d = upload(poison);
    launch(v == 0, d + guard);
    CUDA_CHECK_LAUNCH();
    std::vector<T> got = download(d, poison.size());
    CUDA_CHECK(cudaFree(d));
    size_t wrong = 0, first = 0;
    for (size_t j = 0; j < got.size(); ++j)
      if (!wt::same_bytes(got[j], want[j]) && wrong++ == 0) first = j;
    g_checks.expect(wrong == 0, std::string(v == 0 ? "as written " : "rewritten ") + what +
                           (wrong ? ": " + std::to_string(wrong) + " entries differ from the CPU's, first at " +
                                        std::to_string(static_cast<long long>(first) - static_cast<long long>(guard))
                                  : std::string()));
  }
}

constexpr size_t kGuard = 16;

void run_shape(wt::rng& r, unsigned block, spread s) {
  const int n = (g_quick ? 5000 : 150000) + static_cast<int>(r.below(1000)) * 32 + 1 + static_cast<int>(r.below(31));
  const int blocks = (n + static_cast<int>(block) - 1) / static_cast<int>(block);
  const std::string where = std::string(" (") + name(s) + ", block " + std::to_string(block) + ", n " +
                            std::to_string(n) + ")";
  {  // offset_hist: keys 0..1023, profiled 100..355
    const int size = 1024;
    std::vector<int> key(n);
    const int one = 100 + static_cast<int>(r.below(256));
    for (auto& k : key) k = key_in(r, s, 100, 355, 0, size, one);
    auto poison = random_vec<unsigned>(r, size + 2 * kGuard, 1000);
    auto want = poison;
    for (int k : key) ++want[kGuard + k];
    int* d_key = upload(key);
    check_table<unsigned>("offset_hist" + where, poison, want, kGuard, [&](bool p, unsigned* h) {
      (p ? plain::offset_hist : rewritten::offset_hist)<<<blocks, block>>>(d_key, h, n);
    });
    CUDA_CHECK(cudaFree(d_key));
  }
  {  // split_minmax: odd values into low (keys 0..127, profiled 0..63), even
     // into high, passed at its middle (keys -64..63, profiled -32..31)
    std::vector<int> key(n), val(n);
    const int one_low = static_cast<int>(r.below(64)), one_high = static_cast<int>(r.below(64)) - 32;
    for (int i = 0; i < n; ++i) {
      val[i] = static_cast<int>(r.below(2000001)) - 1000000;
      key[i] = val[i] & 1 ? key_in(r, s, 0, 63, 0, 128, one_low) : key_in(r, s, -32, 31, -64, 128, one_high);
    }
    auto low_poison = random_vec<int>(r, 128 + 2 * kGuard, 2000001);
    auto high_poison = random_vec<int>(r, 128 + 2 * kGuard, 2000001);
    for (auto& v : low_poison) v -= 1000000;
    for (auto& v : high_poison) v -= 1000000;
    auto low_want = low_poison, high_want = high_poison;
    for (int i = 0; i < n; ++i) {
      if (val[i] & 1) {
        int& e = low_want[kGuard + key[i]];
        e = std::min(e, val[i]);
      } else {
        int& e = high_want[kGuard + 64 + key[i]];
        e = std::max(e, val[i]);
      }
    }
    int* d_key = upload(key);
    int* d_val = upload(val);
    int* d_other = upload(high_poison);
    check_table<int>("split_minmax low" + where, low_poison, low_want, kGuard, [&](bool p, int* low) {
      CUDA_CHECK(cudaMemcpy(d_other, high_poison.data(), high_poison.size() * sizeof(int), cudaMemcpyHostToDevice));
      (p ? plain::split_minmax : rewritten::split_minmax)<<<blocks, block>>>(d_key, d_val, low, d_other + kGuard + 64, n);
    });
    check_table<int>("split_minmax high" + where, high_poison, high_want, kGuard + 64, [&](bool p, int* high) {
      CUDA_CHECK(cudaMemcpy(d_other, low_poison.data(), low_poison.size() * sizeof(int), cudaMemcpyHostToDevice));
      (p ? plain::split_minmax : rewritten::split_minmax)<<<blocks, block>>>(d_key, d_val, d_other + kGuard, high, n);
    });
    CUDA_CHECK(cudaFree(d_key));
    CUDA_CHECK(cudaFree(d_val));
    CUDA_CHECK(cudaFree(d_other));
  }
  {  // float_scatter: grid-stride over few blocks, keys 0..2047, profiled
     // 1000..1127; values multiples of 1/4, exact in any order
    const int size = 2048;
    std::vector<int> key(n);
    std::vector<float> x(n);
    const int one = 1000 + static_cast<int>(r.below(128));
    for (int i = 0; i < n; ++i) {
      key[i] = key_in(r, s, 1000, 1127, 0, size, one);
      x[i] = static_cast<float>(r.below(8)) / 4.0f;
    }
    std::vector<float> sum_poison(size + 2 * kGuard);
    for (auto& v : sum_poison) v = r.below(8) ? static_cast<float>(r.below(400)) / 4.0f : -0.0f;
    auto count_poison = random_vec<unsigned long long>(r, size + 2 * kGuard, 1ull << 40);
    auto sum_want = sum_poison;
    auto count_want = count_poison;
    for (int i = 0; i < n; ++i) {
      sum_want[kGuard + key[i]] += x[i];
      ++count_want[kGuard + key[i]];
    }
    int* d_key = upload(key);
    float* d_x = upload(x);
    const int few = 7 + static_cast<int>(r.below(20));
    float* d_sum = upload(sum_poison);
    unsigned long long* d_count = upload(count_poison);
    check_table<float>("float_scatter sum" + where, sum_poison, sum_want, kGuard, [&](bool p, float* sum) {
      CUDA_CHECK(cudaMemcpy(d_count, count_poison.data(), count_poison.size() * 8, cudaMemcpyHostToDevice));
      (p ? plain::float_scatter : rewritten::float_scatter)<<<few, block>>>(d_key, d_x, sum, d_count + kGuard, n);
    });
    check_table<unsigned long long>("float_scatter count" + where, count_poison, count_want, kGuard,
                                    [&](bool p, unsigned long long* count) {
                                      CUDA_CHECK(cudaMemcpy(d_sum, sum_poison.data(), sum_poison.size() * 4,
                                                            cudaMemcpyHostToDevice));
                                      (p ? plain::float_scatter : rewritten::float_scatter)<<<few, block>>>(
                                          d_key, d_x, d_sum + kGuard, count, n);
                                    });
    CUDA_CHECK(cudaFree(d_key));
    CUDA_CHECK(cudaFree(d_x));
    CUDA_CHECK(cudaFree(d_sum));
    CUDA_CHECK(cudaFree(d_count));
  }
}

}  // namespace

int main(int argc, char** argv) {
  wt::test_args args(argc, argv);
  const uint64_t seed = args.seed;
  g_quick = args.quick;
  std::printf("group profiled private (seed %llu%s)\n", static_cast<unsigned long long>(seed),
              g_quick ? ", quick" : "");
  wt::rng r(seed);
  for (unsigned block : {256u, 96u, 33u, 1000u})
    for (spread s : {spread::inside, spread::mixed, spread::outside, spread::one}) run_shape(r, block, s);
  return g_checks.finish();
}

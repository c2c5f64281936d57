// CUDA's atomics that are not reductions (atomicExch, atomicCAS, atomicInc,
// atomicDec in every scope; atomic_ref's exchange and compare_exchange_*)
// cannot be aggregated: each gets a note saying why, with its own reason
// code (not-a-reduction), in every report, and is never rewritten. The
// decisions of the other sites do not change: the atomicAdd inside the CAS
// loop stays cas-loop, the one outside is rewritten.
// RUN: %warpagg --stats %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %warpagg --dry-run --report=json %s 2>/dev/null | %FileCheck %s --check-prefix=JSON
// RUN: %warpagg --dry-run --report=sarif %s 2>/dev/null | %FileCheck %s --check-prefix=SARIF
// RUN: %warpagg --dry-run --report=html --report-file=%t.html %s 2>/dev/null
// RUN: %FileCheck %s --check-prefix=HTML < %t.html
#include <cuda/atomic>

__global__ void claims(int *keys, unsigned *tickets, float *sums, int *flags,
                       const int *key, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: int old = atomicExch(&flags[key[i]], 1);
  int old = atomicExch(&flags[key[i]], 1);
  // CHECK: atomicExch_block(&flags[0], 0);
  atomicExch_block(&flags[0], 0);
  // CHECK: unsigned t = atomicInc(&tickets[key[i]], 100u);
  unsigned t = atomicInc(&tickets[key[i]], 100u);
  // CHECK: atomicDec_system(&tickets[1], 100u);
  atomicDec_system(&tickets[1], 100u);
  int slot = key[i] % n;
  while (true) {
    // CHECK: int prev = atomicCAS(&keys[slot], -1, key[i]);
    int prev = atomicCAS(&keys[slot], -1, key[i]);
    if (prev == -1 || prev == key[i]) {
      // CHECK: {{^}}      atomicAdd(&sums[slot], 1.0f);
      atomicAdd(&sums[slot], 1.0f);
      break;
    }
    slot = (slot + 1) % n;
  }
  cuda::atomic_ref<int, cuda::thread_scope_device> r(flags[key[i]]);
  // CHECK: r.exchange(2, cuda::std::memory_order_relaxed);
  r.exchange(2, cuda::std::memory_order_relaxed);
  int expected = 0;
  // CHECK: r.compare_exchange_strong(expected, 3);
  r.compare_exchange_strong(expected, 3);
  // CHECK: r.compare_exchange_weak(expected, 4, cuda::std::memory_order_relaxed);
  r.compare_exchange_weak(expected, 4, cuda::std::memory_order_relaxed);
  // CHECK: warpagg::reduce_add(&sums[key[i]], float(old + t));
  atomicAdd(&sums[key[i]], float(old + t));
}

// A project's own function of that name is not CUDA's atomic: no note.
__device__ int atomicExch(long *p, long v) { return 0; }
__global__ void own(long *p) { atomicExch(p, 1L); }

// DIAG: non-reduction-notes.cu:19:13: note: left alone: atomicExch cannot be aggregated: an exchange is not a reduction (each lane stores its own value and gets back the one stored before it; the last store wins) [atomicExch]
// DIAG: non-reduction-notes.cu:21:3: note: left alone: atomicExch_block cannot be aggregated: an exchange is not a reduction {{.*}} [atomicExch_block]
// DIAG: non-reduction-notes.cu:23:16: note: left alone: atomicInc cannot be aggregated: its increment wraps to 0 past its second argument ((old >= limit) ? 0 : old + 1), so several lanes' increments are not one add [atomicInc]
// DIAG: non-reduction-notes.cu:25:3: note: left alone: atomicDec_system cannot be aggregated: its decrement wraps to its second argument at 0 ((old == 0 || old > limit) ? limit : old - 1), so several lanes' decrements are not one subtraction [atomicDec_system]
// DIAG: non-reduction-notes.cu:29:16: note: left alone: atomicCAS cannot be aggregated: a compare-and-swap is not a reduction (it stores only where the old value matches, and each lane acts on its own result: the building block of locks and lock-free loops) [atomicCAS]
// DIAG: non-reduction-notes.cu:32:7: note: left alone: inside a loop around atomicCAS or compare_exchange (a hand-written lock-free or locking protocol) [atomicAdd]
// DIAG: non-reduction-notes.cu:39:5: note: left alone: cuda::atomic_ref::exchange cannot be aggregated: an exchange is not a reduction {{.*}} [cuda::atomic_ref::exchange]
// DIAG: non-reduction-notes.cu:42:5: note: left alone: cuda::atomic_ref::compare_exchange_strong cannot be aggregated: a compare-and-swap is not a reduction {{.*}} [cuda::atomic_ref::compare_exchange_strong]
// DIAG: non-reduction-notes.cu:44:5: note: left alone: cuda::atomic_ref::compare_exchange_weak cannot be aggregated: a compare-and-swap is not a reduction {{.*}} [cuda::atomic_ref::compare_exchange_weak]
// DIAG: non-reduction-notes.cu:46:3: remark: rewrote atomicAdd as warpagg::reduce_add (float, result unused)
// DIAG-NOT: non-reduction-notes.cu:51
// DIAG: warpagg stats: 10 candidate sites
// DIAG: left alone: 9
// DIAG-NEXT: cas-loop: 1
// DIAG-NEXT: not-a-reduction: 8
// DIAG: by function:
// DIAG-NEXT: atomicAdd: 2
// DIAG-NEXT: atomicCAS: 1
// DIAG-NEXT: atomicDec_system: 1
// DIAG-NEXT: atomicExch: 1
// DIAG-NEXT: atomicExch_block: 1
// DIAG-NEXT: atomicInc: 1
// DIAG-NEXT: cuda::atomic_ref::compare_exchange_strong: 1
// DIAG-NEXT: cuda::atomic_ref::compare_exchange_weak: 1
// DIAG-NEXT: cuda::atomic_ref::exchange: 1
// DIAG: warpagg: 1 site rewritten, 9 left alone, 1 of 1 file changed

// JSON: "code": "not-a-reduction",
// JSON: "decision": "left alone",
// JSON: "function": "atomicExch",
// JSON: "reason": "atomicExch cannot be aggregated: an exchange is not a reduction
// JSON: "reason_code": "not-a-reduction",

// SARIF: "text": "left alone: atomicExch cannot be aggregated: {{.*}} [atomicExch]"
// SARIF: "ruleId": "not-a-reduction"
// SARIF: "id": "not-a-reduction",

// HTML: <option value="not-a-reduction" title="An exchange, compare-and-swap or wrapping increment/decrement {{[^"]*}}">not-a-reduction (8)</option>
// HTML: data-code="not-a-reduction"
// HTML: <span class="code">not-a-reduction</span>

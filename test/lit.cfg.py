# lit configuration for warpagg. Run through the build: `ninja -C build
# check-warpagg`, or `lit build/test` after building.
import os
import shutil
import subprocess
import sys

import lit.formats

config.name = "warpagg"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cu", ".test"]
# Inputs/ holds files that tests use, not tests.
config.excludes = ["Inputs", "utils", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.warpagg_obj_root, "test")

# warpagg formats its rewrites in the style of the .clang-format nearest
# above a file (rewrite/EditFormatting.h). The tests' inputs are read where
# they are (test/ has a .clang-format that disables formatting) or copied
# under the build's test tree (one is written there); examples/ and bench/
# have none of their own, so a .clang-format above the checkout would format
# their outputs: refuse to run rather than fail obscurely.
os.makedirs(config.test_exec_root, exist_ok=True)
with open(os.path.join(config.test_exec_root, ".clang-format"), "w") as f:
    f.write("# Written by lit.cfg.py: the tests' copies are not formatted\n"
            "# unless a test says so.\nDisableFormat: true\n")

def _clang_format_files():
    """.clang-format files that examples/ and bench/ would find."""
    dirs = [os.path.join(config.warpagg_src_root, "examples"),
            os.path.join(config.warpagg_src_root, "bench")]
    d = os.path.abspath(config.warpagg_src_root)
    while True:
        dirs.append(d)
        if os.path.dirname(d) == d:
            break
        d = os.path.dirname(d)
    return [os.path.join(d, n) for d in dirs
            for n in (".clang-format", "_clang-format")
            if os.path.exists(os.path.join(d, n))]


for _found in _clang_format_files():
    lit_config.fatal(
        f"{_found} would make warpagg format the outputs of the tests on "
        "examples/ and bench/: give those directories a .clang-format with "
        "'DisableFormat: true' (as test/ has), or move it")

config.environment["PATH"] = os.pathsep.join(
    [config.warpagg_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])
# The tool's own defaults must not leak in from the caller's environment.
config.environment.pop("CUDA_PATH", None)
# One preamble cache for every run of the tool in the suite: loading CUDA's
# headers precompiled instead of parsing them makes a run several times
# faster (0.3 s against 2 s for a small file on CI's two cores), and the
# cache changes no result. Tests of the preamble itself unset it.
config.environment["WARPAGG_PREAMBLE_CACHE"] = os.path.join(
    config.warpagg_obj_root, "test", "preamble-cache")
# warpagg-launch's rewrite cache: in the build tree, never the user's
# ~/.cache (tests of the cache name a directory of their own).
config.environment["WARPAGG_CACHE_DIR"] = os.path.join(
    config.warpagg_obj_root, "test", "warpagg-launch-cache")

runtime_include = os.path.join(config.warpagg_src_root, "runtime", "include")
clang_cuda = (
    f"{config.clang} -x cuda --cuda-path={config.cuda_path} "
    f"-isystem {config.cuda_path}/include/cccl -Wno-unknown-cuda-version "
    f"-I {runtime_include}"
)

# A sanitized tool (-DWARPAGG_SANITIZE=...): tests of behaviour the
# sanitizer runtime replaces (recovering from a crash) say UNSUPPORTED.
if getattr(config, "warpagg_sanitize", ""):
    config.available_features.add("sanitizer")

config.substitutions += [
    ("%warpagg-launch", os.path.join(config.warpagg_tools_dir, "warpagg-launch")),
    # The tool without the suite's preamble cache: tests of the preamble.
    ("%warpagg-uncached", "env -u WARPAGG_PREAMBLE_CACHE " +
     os.path.join(config.warpagg_tools_dir, "warpagg")),
    ("%warpagg", os.path.join(config.warpagg_tools_dir, "warpagg")),
    ("%FileCheck", os.path.join(config.llvm_tools_dir, "FileCheck")),
    # Rewritten outputs contain the test's own CHECK comments: strip // comments
    # so a CHECK line can never match itself.
    ("%strip-comments", r"sed -e 's#//.*$##'"),
    # The runtime include undone (test/utils/undo_include.py).
    ("%undo-include", sys.executable + " " +
     os.path.join(config.warpagg_src_root, "test", "utils", "undo_include.py")),
    ("%clang_cuda", clang_cuda),
    ("%clang", config.clang),
    ("%nvcc", config.nvcc or "nvcc-not-found"),
    ("%cuda_path", config.cuda_path),
    ("%runtime_include", runtime_include),
    ("%examples_dir", os.path.join(config.warpagg_src_root, "examples")),
    ("%gpu_bin_dir", os.path.join(config.warpagg_obj_root, "test", "gpu")),
    ("%src_root", config.warpagg_src_root),
    ("%build_dir", config.warpagg_obj_root),
    ("%python", sys.executable),
    ("%expect_exit", f"{sys.executable} {os.path.join(config.warpagg_src_root, 'test', 'utils', 'expect_exit.py')}"),
]


def has_gpu():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        out = subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return False
    return out.returncode == 0 and "GPU" in out.stdout


# The SARIF report is validated against the official schema with
# python3-jsonschema; the HTML report is rendered by headless Chromium
# (scripts/setup.sh installs both).
try:
    import jsonschema  # noqa: F401
    config.available_features.add("jsonschema")
except ImportError:
    pass
# Character devices for tests of outputs naming one: made in a tmpfs of a
# private mount namespace (root only), never the machine's /dev.
def can_make_private_devices():
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        try:
            return subprocess.run(
                ["unshare", "--mount", "--propagation", "private", "sh", "-c",
                 'mount -t tmpfs tmpfs "$0" && mknod "$0/null" c 1 3', d],
                capture_output=True, timeout=30).returncode == 0
        except (OSError, subprocess.SubprocessError):
            return False


if can_make_private_devices():
    config.available_features.add("private-devices")
chromium = shutil.which("chromium") or shutil.which("chromium-browser")
if chromium:
    config.available_features.add("chromium")
    config.substitutions.append(
        ("%chromium", f"{chromium} --headless --no-sandbox --disable-gpu"))

if has_gpu():
    config.available_features.add("cuda-gpu")
if config.nvcc and os.path.exists(config.nvcc):
    config.available_features.add("nvcc")
if config.gpu_tests_built:
    config.available_features.add("gpu-tests-built")


# PyTorch, for building an extension through the launcher (issue 47): the
# Python environment scripts/setup-torch.sh makes, or $WARPAGG_TORCH_PYTHON.
def torch_python():
    python = os.environ.get("WARPAGG_TORCH_PYTHON") or os.path.expanduser(
        "~/.cache/warpagg/torch-venv/bin/python")
    if not os.path.exists(python):
        return None
    try:
        ok = subprocess.run(
            [python, "-c", "import torch.utils.cpp_extension, ninja"],
            capture_output=True, timeout=120).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return None
    return python if ok else None


_torch_python = torch_python()
if _torch_python:
    config.available_features.add("torch")
    config.substitutions.append(("%torch_python", _torch_python))

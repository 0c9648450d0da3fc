# tests/st/runtime/cross_core/test_spmd.py::<module> (hand-written)
import pypto.language as pl

VR_ROWS = 64
VR_COLS = 64
VR_SCRATCH_COLS = 32
VR_FINAL_ROWS = 32
VR_FINAL_COLS = 128


@pl.program
class SPMDViewReturnAliasProgram:
    """SPMD multi-output scope whose single return is a view-written Out param."""

    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        a: pl.Tensor[[VR_ROWS, VR_COLS], pl.FP32],
        scratch: pl.InOut[pl.Tensor[[VR_ROWS, VR_SCRATCH_COLS], pl.FP32]],
        result: pl.Out[pl.Tensor[[VR_ROWS, VR_COLS], pl.FP32]],
    ) -> pl.Tensor[[VR_ROWS, VR_COLS], pl.FP32]:
        # Touch scratch in place (a non-returned InOut output that sorts first).
        sc = pl.load(scratch, [0, 0], [VR_ROWS, VR_SCRATCH_COLS])
        _io = pl.store(sc, [0, 0], scratch)
        # Write `result` through a sliced view: the store target is a tensor.slice
        # (a Call, not a Var), which the return tracer must follow back to `result`.
        ta = pl.load(a, [0, 0], [VR_ROWS, VR_COLS])
        rview = pl.slice(result, [VR_ROWS, VR_COLS], [0, 0])
        r = pl.store(pl.add(ta, ta), [0, 0], rview)
        return r

    @pl.function(type=pl.FunctionType.AIV)
    def consumer(
        self,
        x: pl.Tensor[[VR_FINAL_ROWS, VR_FINAL_COLS], pl.FP32],
        out: pl.Out[pl.Tensor[[VR_FINAL_ROWS, VR_FINAL_COLS], pl.FP32]],
    ) -> pl.Tensor[[VR_FINAL_ROWS, VR_FINAL_COLS], pl.FP32]:
        t = pl.load(x, [0, 0], [VR_FINAL_ROWS, VR_FINAL_COLS])
        return pl.store(t, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[VR_ROWS, VR_COLS], pl.FP32],
        scratch: pl.InOut[pl.Tensor[[VR_ROWS, VR_SCRATCH_COLS], pl.FP32]],
        result: pl.Out[pl.Tensor[[VR_ROWS, VR_COLS], pl.FP32]],
        final: pl.Out[pl.Tensor[[VR_FINAL_ROWS, VR_FINAL_COLS], pl.FP32]],
    ) -> pl.Tensor[[VR_FINAL_ROWS, VR_FINAL_COLS], pl.FP32]:
        with pl.spmd(1, name_hint="view_return"):
            rv0 = self.kernel(a, scratch, result)
        # Reshape the scope's single return (the real `result`, 4096 elems) and
        # feed it downstream. If the alias bound to `scratch` (2048), this reshape
        # is numel-mismatched and the device aborts with 507018.
        rv = pl.reshape(rv0, [VR_FINAL_ROWS, VR_FINAL_COLS])
        final = self.consumer(rv, final)
        return final

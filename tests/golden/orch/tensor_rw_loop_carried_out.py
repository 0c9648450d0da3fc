# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_inline_spmd_loop_carried_out_handles_keep_identity (test_orchestration_tensor_rw.py):
# the loop-carried Out handles keep their buffers through the if merge: the task takes b (FP32) then a
# (INT32) as inouts, and every copy between handles stays a -> a, b -> b.
import pypto.language as pl


@pl.program
class LoopCarriedOutProgram:
    @pl.function(type=pl.FunctionType.Inline, auto_scope=False)
    def write_two(
        self,
        n: pl.Scalar[pl.INT32],
        x: pl.Tensor[[32, 512], pl.FP32],
        b: pl.Out[pl.Tensor[[32, 512], pl.FP32]],
        a: pl.Out[pl.Tensor[[32, 512], pl.INT32]],
    ) -> tuple[
        pl.Tensor[[32, 512], pl.FP32],
        pl.Tensor[[32, 512], pl.INT32],
    ]:
        rows: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        for i in pl.range(n):
            with pl.spmd(16, name_hint="repro_out_write"):
                row: pl.Scalar[pl.INDEX] = i * 16 + pl.tile.get_block_idx()
                if row < rows:
                    src: pl.Tensor[[1, 512], pl.FP32] = x[row : row + 1, :]
                    b[row : row + 1, :] = pl.add(
                        src,
                        pl.full([1, 512], dtype=pl.FP32, value=1.0),
                    )
                    a[row : row + 1, :] = pl.cast(
                        src,
                        target_type=pl.INT32,
                        mode="rint",
                    )
        return b, a

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        n: pl.Scalar[pl.INT32],
        x: pl.Tensor[[32, 512], pl.FP32],
        b: pl.Out[pl.Tensor[[32, 512], pl.FP32]],
        a: pl.Out[pl.Tensor[[32, 512], pl.INT32]],
    ) -> tuple[
        pl.Tensor[[32, 512], pl.FP32],
        pl.Tensor[[32, 512], pl.INT32],
    ]:
        b, a = self.write_two(n, x, b, a)
        return b, a

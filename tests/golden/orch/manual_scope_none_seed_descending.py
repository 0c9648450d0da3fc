# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_manual_scope_parallel_descending_task_id_carry_is_sized: a descending
# pl.parallel(4, 0, -1) runs 4 times too, so its fence array has 4 slots (iteration j
# writes slot (j - 4) / -1), as for pl.parallel(4); the loop counts down (j > 0).  The program
# is the reference's as written: its first column block (j = 4) lies outside x, so it does
# not run.
import pypto.language as pl

rows = 128
cols = 128
tile = 32


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIV)
    def kern(
        self,
        x: pl.Tensor[[rows, cols], pl.FP32],
        out: pl.InOut[pl.Tensor[[rows, cols], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        t: pl.Tile[[tile, tile], pl.FP32] = pl.load(x, [row, col], [tile, tile])
        r: pl.Tile[[tile, tile], pl.FP32] = pl.add(t, t)
        return pl.store(r, [row, col], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[rows, cols], pl.FP32],
        out: pl.Out[pl.Tensor[[rows, cols], pl.FP32]],
    ) -> pl.Tensor[[rows, cols], pl.FP32]:
        with pl.manual_scope():
            prev_tid = None
            for i in pl.range(4):
                row: pl.Scalar[pl.INDEX] = i * tile
                for j in pl.parallel(4, 0, -1):
                    col: pl.Scalar[pl.INDEX] = j * tile
                    out, prev_tid = pl.submit(self.kern, x, out, row, col, deps=[prev_tid])
        return out

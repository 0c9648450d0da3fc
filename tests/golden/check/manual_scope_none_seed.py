# ptoc: check --backend 910B
# A task-id carry seeded by None in a manual scope (the reference's
# test_manual_scope_parallel_task_id_carry_is_sized): 16 tasks, each row of four after
# the previous row's four, out = x + x.
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
                for j in pl.parallel(4):
                    col: pl.Scalar[pl.INDEX] = j * tile
                    out, prev_tid = pl.submit(self.kern, x, out, row, col, deps=[prev_tid])
        return out

# ptoc: print
# A yield written in parentheses, `x: T = (pl.yield_(v))`, is the same yield
# statement (Python drops the parentheses): the reference's
# tests/ut/ir/transforms/test_init_memref.py (TestYieldMemRef) writes its
# expected loop and if yields so.
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32],
        cond: pl.Scalar[pl.INDEX],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        init_tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = (
            pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        )
        for _i, (acc,) in pl.range(0, 4, init_values=(init_tile,)):
            acc_next: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = (
                pl.tile.add(acc, init_tile)
            )
            acc_out: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = (
                pl.yield_(acc_next)
            )
        if cond < 2:
            if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = ((pl.yield_(acc_out)))
        else:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_out, acc_out)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = (
                pl.yield_(tile_b)
            )
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(if_result, [0, 0], output)
        return result

# ptoc: opt --passes=convert_to_ssa --expect {dir}/ssa_ref_while_with_tile_operations.expected.py
# reference test_convert_to_ssa_pass.py, test_while_with_tensor_operations (tile ops): a while loop carrying a tile and a counter, in name order
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64], x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        i: pl.Scalar[pl.INT64] = 0
        acc: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        while i < n:
            i = i + 1
            acc = pl.tile.add(acc, x)
        return acc

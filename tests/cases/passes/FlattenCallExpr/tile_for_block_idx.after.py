# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, a: pl.Tensor[[64, 64], pl.FP32], output: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        t__tmp_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        for _i in pl.range(t__tmp_v0):
            tile: pl.Tile[[32, 32], pl.FP32] = pl.tile.load(a, [0, 0], [32, 32], [32, 32])
            pl.tile.store(tile, [0, 0], output)
        return output

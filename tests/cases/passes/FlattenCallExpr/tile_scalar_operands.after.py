# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self) -> pl.Scalar[pl.INDEX]:
        t__tmp_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t__tmp_v1: pl.Scalar[pl.INDEX] = pl.tile.get_block_num()
        return t__tmp_v0 * 2 + t__tmp_v1

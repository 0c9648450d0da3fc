# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self) -> pl.Scalar[pl.INDEX]:
        return pl.tile.get_block_idx() * 2 + pl.tile.get_block_num()

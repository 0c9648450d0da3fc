# ptoc: print
# (an inline pl.spmd body reads its block index, as the reference requires)
import pypto.language as pl

@pl.program
class Spmd:
    @pl.function(type=pl.FunctionType.Group)
    def g(x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            pl.system.bar_v()
        with pl.spmd(4):
            b: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            pl.system.bar_all()
        for blk in pl.spmd(8):
            pl.system.bar_all()
        return x

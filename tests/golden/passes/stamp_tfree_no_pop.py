# ptoc: opt --backend 910B --passes=stamp_tfree_split
# A tfree returns the slot of the tile its core popped; a loaded tile has no slot.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def vec(x: pl.Tensor[[16, 16], pl.FP32]):
        c2v: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_buf", size=2048, base=0)
        pl.system.aiv_initialize_pipe(c2v, 0, dir_mask=1, slot_size=1024, slot_num=2)
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
        pl.system.tfree_to_aic(t)

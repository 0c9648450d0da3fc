# ptoc: opt --backend 950 --passes=split_vector_kernel
# UP_DOWN gives each Vector lane half the rows: a 15-row tile cannot be halved.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def vec(out: pl.Out[pl.Tensor[[15, 32], pl.FP32]]) -> pl.Tensor[[15, 32], pl.FP32]:
        c2v: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_buf", size=4096, base=0)
        pl.system.aiv_initialize_pipe(c2v, 0, dir_mask=1, slot_size=2048, slot_num=2)
        t: pl.Tile[[15, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=1)
        o: pl.Tensor[[15, 32], pl.FP32] = pl.store(t, [0, 0], out)
        pl.system.tfree_to_aic(t)
        return o

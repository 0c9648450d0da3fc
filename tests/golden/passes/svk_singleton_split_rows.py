# ptoc: opt --backend 950 --passes=split_vector_kernel
# UP_DOWN over a 1-row popped tile: the row holds no split data, so both Vector lanes
# keep the tile whole (no halving, no lane offset), and so does its transpose.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def vec(out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        c2v: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_buf", size=4096, base=0)
        pl.system.aiv_initialize_pipe(c2v, 0, dir_mask=1, slot_size=2048, slot_num=2)
        t: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=1)
        tmp: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([1, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        tt: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(t, 0, 1, tmp)
        o: pl.Tensor[[16, 1], pl.FP32] = pl.store(tt, [0, 0], out)
        pl.system.tfree_to_aic(t)
        return o

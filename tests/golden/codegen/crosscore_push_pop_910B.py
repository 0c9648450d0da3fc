# ptoc: compile --backend 910B --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class CrossCore:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(x: pl.Tensor[[16, 64], pl.FP32], __gm_pipe_buffer: pl.Tensor[[4096], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 32], pl.FP32]:
        v2c: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="v2c_buf", size=8192, base=0)
        pl.system.aiv_initialize_pipe(0, v2c, dir_mask=2, slot_size=4096, local_slot_num=2)
        c2v1: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_buf1", size=8192, base=8192)
        pl.system.aiv_initialize_pipe(c2v1, v2c, dir_mask=3, slot_size=4096, id=1)
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[16, n])] = pl.tile.load(x, [0, 0], [16, 64], [16, n], target_memory=pl.Mem.Vec)
        pl.tile.tpush_to_aic(t, split=1)
        pl.tile.tpush_to_aic(t, split=0, id=1)
        r: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[12, 32])] = pl.tile.tpop_from_aic(split=2, id=1)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(r, [0, 0], out)
        pl.system.tfree_to_aic(r)
        return o

    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(__gm_pipe_buffer: pl.Tensor[[4096], pl.FP32], m: pl.Scalar[pl.INDEX]):
        c2v: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_buf", size=8192, base=65536)
        pl.system.aic_initialize_pipe(c2v, 0, dir_mask=1, slot_size=4096, slot_num=2, id=1)
        v2c0: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="v2c_buf0", size=8192, base=0)
        pl.system.aic_initialize_pipe(0, v2c0, dir_mask=2, slot_size=4096)
        p: pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[16, m])] = pl.tile.tpop_from_aiv(split=1)
        pl.system.tfree_to_aiv(p)
        q: pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv()
        pl.system.tfree_to_aiv(q, split=0, id=1)

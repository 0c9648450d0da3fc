# ptoc: compile --backend 950 --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class Free:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vector_side(x: pl.Tensor[[16, 16], pl.FP32]):
        v2c: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="v2c_buf", size=4096, base=8192)
        pl.system.aiv_initialize_pipe(0, v2c, dir_mask=2, slot_size=1024)
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        t: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        pl.system.tfree_to_aic(t)

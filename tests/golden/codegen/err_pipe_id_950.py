# ptoc: compile --backend 950 --no-emit-loc --passes=none
# ptoas 0.60: a tpop's pipe id must be the id of an initialize_pipe in the same function
# (here 0, the default; the pop asks for 1).
import pypto.language as pl

@pl.program
class PipeId:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        v2c: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="v2c_buf", size=4096, base=8192)
        c2v: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_buf", size=4096, base=0)
        pl.system.aiv_initialize_pipe(c2v, v2c, dir_mask=1, slot_size=2048)
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0, id=1)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(t, [0, 0], out)
        pl.system.tfree_to_aic(t, id=1)
        return o

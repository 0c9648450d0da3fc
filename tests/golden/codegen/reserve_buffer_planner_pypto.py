# ptoc: compile --backend 950 --memory-planner pypto --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class Reserve:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube_side():
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_fifo", size=16384, base=32768)
        peer: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name="v2c_fifo", peer_func="vector_side")
        pl.system.aic_initialize_pipe(buf, peer, dir_mask=3, slot_size=8192)

    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vector_side():
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="v2c_fifo", size=16384, base=0)
        peer: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name="c2v_fifo", peer_func="cube_side")
        pl.system.aiv_initialize_pipe(peer, buf, dir_mask=3, slot_size=8192)

    @pl.function(type=pl.FunctionType.InCore)
    def incore_side():
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="local_fifo", size=4096, base=4096)

# ptoc: compile --backend 950 --no-emit-loc --passes=none
import pypto.language as pl

@pl.program
class Reserve:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vector_side():
        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="v2c_fifo", size=16384)

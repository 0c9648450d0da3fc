# ptoc: compile --backend 950 --passes=none --emit=wrapper --ptoas-version 0.60
# The reference's test_dynamic_fp4_last_dim_expands_runtime_x2_carrier: the runtime
# holds an FP4 tensor as x2 carriers, so the wrapper reads LOGICAL_K as twice the
# carrier extent of x's last dim (the row count N is read as it is).
import pypto.language as pl

LOGICAL_K = pl.dynamic("LOGICAL_K")
N = pl.dynamic("N")

@pl.program
class Fp4Dyn:
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: pl.Tensor[[16, LOGICAL_K], pl.FP4], y: pl.Tensor[[N, LOGICAL_K], pl.FP4], out: pl.Out[pl.Tensor[[16, LOGICAL_K], pl.FP4]]) -> pl.Tensor[[16, LOGICAL_K], pl.FP4]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        t: pl.Tile[[16, 64], pl.FP4, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Vec)
        o: pl.Tensor[[16, LOGICAL_K], pl.FP4] = pl.tile.store(t, [0, 0], out)
        return o

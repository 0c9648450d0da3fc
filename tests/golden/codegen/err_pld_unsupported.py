# ptoc: compile --backend 950 --no-emit-loc --passes=none
import pypto.language as pl

# The physical-tail-padding form of remote_load (what LowerCompositeOps asks for an FP16
# ring allreduce) reads an aligned tail past the end of the peer's window; codegen names
# what it lacks.
@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def k(x: pld.DistributedTensor[[1, 17], pl.FP16], x_ctx: pld.CommCtxType, peer: pl.Scalar[pl.INT32], out: pl.Out[pl.Tensor[[1, 32], pl.FP16]]) -> pl.Tensor[[1, 32], pl.FP16]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        a: pl.Tile[[1, 32], pl.FP16, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pld.tile._remote_load_with_physical_tail_padding(x, peer, [0, 0], [1, 32], [1, 32])
        r: pl.Tensor[[1, 32], pl.FP16] = pl.tile.store(a, [0, 0], out)
        return r

# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# Two windows the author carves out of one allocation are two buffers: t (at 0) is loaded in every
# trip while the carried tile lives at 4096.  out = a + 3a = 4 * a; with the windows taken for one
# buffer, t's load overwrites the carried tile and out = 2 * a.
import pypto.language as pl

@pl.program
class AuthorWindows:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        buf: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        acc0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(buf, 4096, 4096), pl.Mem.Vec] = pl.load(a, [0, 0], [16, 64])
        for i, (acc,) in pl.range(0, 3, 1, init_values=(acc0,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.MemRef(buf, 0, 4096), pl.Mem.Vec] = pl.load(a, [0, 0], [16, 64])
            s: pl.Tile[[16, 64], pl.FP32, pl.MemRef(buf, 4096, 4096), pl.Mem.Vec] = pl.add(acc, t)
            acc_n = pl.yield_(s)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(acc_n, [0, 0], out)
        return o

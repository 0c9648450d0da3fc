# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# scatter_mask writes its result over its dst operand d, and d is read again in every trip and
# after the loop: the op works on d_copy, a move of d with a buffer of its own.  z = r - r = 0,
# acc: a -> 2a -> 3a; out = 3a + a = 4 * a (with d overwritten, its odd columns hold s).
import pypto.language as pl

@pl.program
class InplaceOperandReadAfter:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        d: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        x: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        s: pl.Tile[[16, 32], pl.FP32] = pl.load(a, [0, 32], [16, 32])
        for i, (acc,) in pl.range(0, 2, 1, init_values=(x,)):
            r: pl.Tile[[16, 64], pl.FP32] = pl.tile.scatter_mask(d, s, mask_pattern=1)
            z: pl.Tile[[16, 64], pl.FP32] = pl.sub(r, r)
            e: pl.Tile[[16, 64], pl.FP32] = pl.add(acc, d)
            g: pl.Tile[[16, 64], pl.FP32] = pl.add(e, z)
            acc_n = pl.yield_(g)
        w: pl.Tile[[16, 64], pl.FP32] = pl.add(acc_n, d)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(w, [0, 0], out)
        return o

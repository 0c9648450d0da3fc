# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# An if-result tile yielded as a loop accumulator: the else-branch yields t, which is loaded while
# acc_it is still needed by the then-branch add, so t keeps its own buffer and a move t_phi into the
# accumulator buffer precedes the else yield; s (in place on acc_it) and s2 share the accumulator.
N = pl.dynamic("N")

@pl.program
class LoopProg:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[N, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[N, 64], pl.FP32]],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        acc: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        total: pl.Scalar[pl.INDEX] = 0
        for i, (acc_it, tot_it, out_it) in pl.range(0, n, 16, init_values=(acc, total, out)):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i, 0], [16, 64])
            if i > 0:
                s: pl.Tile[[16, 64], pl.FP32] = pl.add(acc_it, t)
                s2 = pl.yield_(s)
            else:
                s2 = pl.yield_(t)
            o2: pl.Tensor[[N, 64], pl.FP32] = pl.store(s2, [i, 0], out_it)
            acc_n, tot_n, out_n = pl.yield_(s2, tot_it + 1, o2)
        return out_n

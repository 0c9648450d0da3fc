# ptoc: opt --passes=infer_tile_memory_space --expect {dir}/itm_no_mem_annotations.expected.py
# a program written without pl.Mem annotations: every tile gets the space its op's spec rule gives (loads default to Vec; a loop-carried tile follows its init)
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
        for i, (acc,) in pl.range(0, 4, 1, init_values=(a,)):
            e: pl.Tile[[16, 16], pl.FP32] = pl.tile.exp(acc)
            r = pl.yield_(e)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.store(r, [0, 0], out)
        return s

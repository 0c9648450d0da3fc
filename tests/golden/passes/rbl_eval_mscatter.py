# ptoc: opt --backend 910B --passes=resolve_backend_op_layouts --expect {dir}/rbl_eval_mscatter.expected.py
# bare-statement tile.mscatter(src[16, 1], idx[16, 1] INT32, out): both tile inputs reshaped to [1, 16], the tensor untouched, no output restore
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 1], pl.FP32], i: pl.Tensor[[16, 1], pl.INT32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        src: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 1])
        idx: pl.Tile[[16, 1], pl.INT32, pl.Mem.Vec] = pl.load(i, [0, 0], [16, 1])
        pl.tile.mscatter(src, idx, out)
        return out

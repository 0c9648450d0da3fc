# ptoc: check --backend 910B
# A tensor-level pl.matmul whose M (8) is not a whole 16-row fractal box: ConvertTensorToTileOps
# loads the lhs into a [16, 64] Mat tile with 8 valid rows (the bridge's pad_rows in
# specs/ops/tensor.yaml.m4), so the Mat, Left and Acc tiles are whole boxes and the 8 real rows
# flow on as the valid rows, as the reference pads a tensor-level matmul's M (ops-and-backends
# 4.4); the vector add and the store see the 8 rows only.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[8, 64], pl.FP32],
        w: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[8, 64], pl.FP32]],
    ) -> pl.Tensor[[8, 64], pl.FP32]:
        y = pl.matmul(x, w)
        z = pl.add(y, y)
        out = pl.assemble(out, z, [0, 0])
        return out

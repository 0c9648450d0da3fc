# ptoc: print
import pypto.language as pl

@pl.program
class Calls:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        out: pl.Tensor[[64, 64], pl.FP32] = pl.create_tensor([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tensor[[64, 64], pl.FP32] = self.kern(a, out, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        pair: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Scalar[pl.INT32]] = self.two(r)
        first: pl.Tensor[[64, 64], pl.FP32] = pair[0]
        return first
    @pl.function(type=pl.FunctionType.InCore)
    def kern(self, a: pl.Tensor[[64, 64], pl.FP32], o: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32] = pl.load(a, [0, 0], [64, 64])
        r: pl.Tensor[[64, 64], pl.FP32] = pl.store(t, [0, 0], o)
        return r
    @pl.function
    def two(self, x: pl.Tensor[[64, 64], pl.FP32]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Scalar[pl.INT32]]:
        return x, pl.const(1, pl.INT32)

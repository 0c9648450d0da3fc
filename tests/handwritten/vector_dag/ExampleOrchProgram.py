# examples/models/vector_dag.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ExampleOrchProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_add(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_tile = pl.load(a, [0, 0], [16, 16])
        b_tile = pl.load(b, [0, 0], [16, 16])
        result = pl.add(a_tile, b_tile)
        out = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def kernel_add_scalar(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        scalar: pl.Scalar[pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        x = pl.load(a, [0, 0], [16, 16])
        result = pl.add(x, scalar)
        out = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def kernel_mul(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_tile = pl.load(a, [0, 0], [16, 16])
        b_tile = pl.load(b, [0, 0], [16, 16])
        result = pl.mul(a_tile, b_tile)
        out = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def build_example_graph(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        f_result: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        c = pl.create_tensor([16, 16], dtype=pl.FP32)
        c = self.kernel_add(a, b, c)
        d = pl.create_tensor([16, 16], dtype=pl.FP32)
        d = self.kernel_add_scalar(c, 1.0, d)
        e = pl.create_tensor([16, 16], dtype=pl.FP32)
        e = self.kernel_add_scalar(c, 2.0, e)
        f_result = self.kernel_mul(d, e, f_result)
        return f_result

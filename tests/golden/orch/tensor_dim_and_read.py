# ptoc: compile --backend 910B --passes=derive_call_directions,materialize_runtime_scopes,classify_iter_arg_carry --emit=orchestration
# The reference's test_tensor_dim and test_tensor_read: tensor.dim of a static dim is its
# value (int64_t d0 = 64); tensor.read packs its indices into indices_<var> and reads
# through get_tensor_data<T>, which waits for the producer.
import pypto.language as pl

@pl.program
class TensorDimProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_add(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], output: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        b_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        result: pl.Tile[[16, 16], pl.FP32] = pl.add(a_tile, b_tile)
        out: pl.Tensor[[16, 16], pl.FP32] = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_dim(self, t: pl.Tensor[[4, 8], pl.FP32], a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], result: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        d0: pl.Scalar[pl.INDEX] = pl.tensor.dim(a, 0)
        val: pl.Scalar[pl.FP32] = pl.tensor.read(t, [1, 3])
        result_out = self.kernel_add(a, b, result)
        return result_out

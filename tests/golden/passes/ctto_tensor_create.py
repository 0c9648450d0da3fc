# ptoc: opt --backend 910B --passes=convert_tensor_to_tile_ops
# tensor.create inside an InCore function lowers to tile.create (its spec's lowers_to: dtype
# forwarded, target_memory Vec); the returned tile goes out through the new Out param
# ret0__out that the orchestration call fills with a pl.tensor.create.
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        buf: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32)
        return buf
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        r: pl.Tensor[[16, 16], pl.FP32] = self.k(x)
        return r

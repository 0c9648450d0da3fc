# examples/operators/normalization.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class LayerNormProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_layer_norm(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        gamma: pl.Tensor[[1, 64], pl.FP32],
        beta: pl.Tensor[[1, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        tile_x = pl.load(x, [0, 0], [32, 64])
        tile_gamma = pl.load(gamma, [0, 0], [1, 64])
        tile_beta = pl.load(beta, [0, 0], [1, 64])

        # mean = sum(x, dim=-1, keepdim=True) / hidden_size
        tmp = pl.create_tile([32, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        mean: pl.Tile[[32, 1], pl.FP32] = pl.row_sum(tile_x, tmp)
        mean_T: pl.Tile[[1, 32], pl.FP32] = pl.reshape(mean, [1, 32])
        mean_T = pl.mul(mean_T, 0.015625)  # 1.0 / 64
        mean = pl.reshape(mean_T, [32, 1])

        # centered = x - mean (broadcast mean across hidden dim)
        centered = pl.row_expand_sub(tile_x, mean)

        # var = sum(centered^2, dim=-1, keepdim=True) / hidden_size
        squared = pl.mul(centered, centered)
        tmp2 = pl.create_tile([32, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        var: pl.Tile[[32, 1], pl.FP32] = pl.row_sum(squared, tmp2)
        var_T: pl.Tile[[1, 32], pl.FP32] = pl.reshape(var, [1, 32])
        var_T = pl.mul(var_T, 0.015625)  # 1.0 / 64
        var = pl.reshape(var_T, [32, 1])

        # std = sqrt(var + eps)
        var_T = pl.reshape(var, [1, 32])
        var_eps_T = pl.add(var_T, 1e-5)
        std_T = pl.sqrt(var_eps_T)
        std = pl.reshape(std_T, [32, 1])

        # normalized = centered / std (broadcast std across hidden dim)
        normalized = pl.row_expand_div(centered, std)

        # scaled = normalized * gamma (broadcast gamma across batch)
        scaled = pl.col_expand_mul(normalized, tile_gamma)

        # result = scaled + beta (broadcast beta across batch)
        beta_full = pl.col_expand(scaled, tile_beta)
        result = pl.add(scaled, beta_full)

        out = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def layer_norm_orch(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        gamma: pl.Tensor[[1, 64], pl.FP32],
        beta: pl.Tensor[[1, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        output = self.kernel_layer_norm(x, gamma, beta, output)
        return output
